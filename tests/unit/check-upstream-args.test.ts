import { describe, expect, test } from 'vitest'
import { parseArgs, UsageError } from '../../scripts/check-upstream/args'
import { exitCodeOf } from '../../scripts/check-upstream/report'

const accounts = ['--buyer', 'amina:Mall@2026', '--retailer', 'shop_ng:a:b', '--admin', 'admin:x']

describe('the kit\'s command line', () => {
  test('reads the accounts (a password may hold colons), the seed markets by default and the options', () => {
    const args = parseArgs(['--base', 'https://api.provider.example/', ...accounts, '--flash-item=522', '--concurrency', '4'])
    expect(args.base).toBe('https://api.provider.example')
    expect(args.accounts.retailer).toEqual({ username: 'shop_ng', password: 'a:b' })
    expect(args.markets.get('IN')).toBe(1)
    expect(args.markets.get('NG')).toBe(7)
    expect([args.market, args.flashItem, args.concurrency, args.basic]).toEqual(['NG', 522, 4, null])
  })

  test('takes the provider\'s own market ids', () => {
    const args = parseArgs(['--base', 'http://127.0.0.1:8788', ...accounts, '--markets', 'ng:40,gh:12', '--market', 'GH'])
    expect([...args.markets]).toEqual([['NG', 40], ['GH', 12]])
    expect(args.market).toBe('GH')
  })

  test.each([
    [['--base', 'https://api.provider.example/api', ...accounts], '--base is the API\'s origin, without /api'],
    [['--base', 'https://api.provider.example', '--buyer', 'amina'], '--buyer takes user:pass'],
    [['--base', 'https://api.provider.example', ...accounts, '--markets', 'XX:1'], 'unknown market XX'],
    [['--base', 'https://api.provider.example', ...accounts, '--markets', 'GH:2'], '--markets does not name the market NG'],
    [['--base', 'https://api.provider.example', ...accounts, '--concurrency', '1'], '--concurrency takes a whole number from 2 to 20'],
    [['--base', 'https://api.provider.example', ...accounts, '--seller', 'a:b'], 'unknown option --seller'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError)
    expect(() => parseArgs(argv)).toThrow(message)
  })

  test('exits 0 only when no check that ran fails', () => {
    expect(exitCodeOf([{ name: 'a', result: 'holds', detail: '' }, { name: 'b', result: 'skipped', detail: '' }])).toBe(0)
    expect(exitCodeOf([{ name: 'a', result: 'holds', detail: '' }, { name: 'b', result: 'fails', detail: '' }])).toBe(1)
  })
})
