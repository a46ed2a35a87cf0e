export type Slice = { first: number; count: number }
export type Grant = { result: 'ok'; unit: number; shard: number } | { result: 'empty'; shard: number }
export type Decision = { result: 'ok'; unit: number; shard: number } | { result: 'soldOut' | 'limitReached' | 'inFlight' } | { ask: number }
export declare function seededRandom(seed: number): () => number
export declare function hash32(text: string): number
export declare function sliceUnits(units: number, shards: number): Slice[]
export declare function homeShardOf(buyer: number, shards: number): number
export declare class StockShard {
  constructor(index: number, slice: Slice)
  readonly index: number
  readonly left: number
  granted: Map<string, Grant>
  keys: Map<string, { state: 'pending'; shard: number } | { state: 'done'; answer: Decision }>
  bought: Map<number, number>
  grant(key: string): Grant
  decide(buyer: number, key: string, limit: number, shards: number): Decision
  answered(buyer: number, key: string, answer: Grant, shards: number): Decision | null
  finish(buyer: number, key: string, answer: Decision): Decision
}
export type Exactness = {
  granted: number; left: number; unitGrantedTwice: number; keysGrantedTwice: number; overLimit: number; stranded: number
  answersDisagree: number; unanswered: number; soldOutRefusals: number; exact: boolean
}
export declare function checkExactness(run: { units: number; limit: number; objects: StockShard[]; finalAnswer: Map<string, Decision>; buyers: number }): Exactness
export declare function simulateShardedRush(options: {
  units: number; shards: number; buyers: number; retries?: number; limit?: number; loss?: number; seed?: number
  arrivalMeanMs?: number; hopMs?: [number, number]; timeoutMs?: number
}): Exactness & { messages: number; peakPerShardSecond: number }
export declare function zipfWeights(n: number, s: number): number[]
export declare function guestPageKeys(options: {
  products: number; categories: number; queries: number; s: number; languages: number[]
  mix: { home: number; category: number; search: number; product: number }
}): number[]
export declare function hitRateFormula(shares: number[], requestsPerSecond: number, ttlSeconds: number): number
export declare function simulateCacheHitRate(shares: number[], requestsPerSecond: number, ttlSeconds: number, options?: { requests?: number; seed?: number }): number
export type Prices = {
  workerRequestPerMillion: number; workerCpuMsPerMillion: number; objectRequestPerMillion: number; objectGbSecondPerMillion: number
  rowReadPerMillion: number; rowWrittenPerMillion: number; queueOperationPerMillion: number
}
export type Profile = {
  workerRequests: number; workerCpuMs: number; objectRequests: number; objectGbSeconds: number; objectRowsWritten: number
  d1RowsRead: number; d1RowsWritten: number; queueOperations: number
}
export declare function costOf(profile: Profile, prices: Prices, orders?: number): { lines: { item: string; count: number; unit: number; dollars: number }[]; total: number }
