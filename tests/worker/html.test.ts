import { describe, expect, it } from 'vitest'
import { formFields, formValues, select, selectAll } from './html'

const PAGE = `<main><p class="muted lead" id="x" data-n="1">Tom &amp; <b>Jerry</b> &lt;3 &#8358;</p>
<form method="post" action="/m/order/details"><input type="hidden" name="action" value="cancel"/><input name="idem" type="hidden" value="a&amp;b"/></form>
<form action="/m/order/details" method="post"><input type="hidden" name="idem" value="k2"/><input type="hidden" name="action" value="pay"/>
<input type="checkbox" name="consent" value="yes"/><input type="checkbox" name="remember" checked=""/><input type="radio" name="pick" value="2" checked/><button name="go">Go</button></form></main>`

describe('the HTML selector helper', () => {
  it('finds elements by selector whatever the order of their attributes, with decoded attributes and nested text', async () => {
    expect(await select(PAGE, 'p.lead[data-n="1"]')).toEqual({ attrs: { class: 'muted lead', id: 'x', 'data-n': '1' }, text: 'Tom & Jerry <3 ₦' })
    expect((await selectAll(PAGE, 'form[action="/m/order/details"] input[name=idem]')).map((input) => input.attrs.value)).toEqual(['a&b', 'k2'])
    expect(await select(PAGE, 'input[name=consent]')).toEqual({ attrs: { type: 'checkbox', name: 'consent', value: 'yes' }, text: '' })
    expect(await select(PAGE, 'section')).toBeUndefined()
  })

  it('reads each form as it would be sent: inputs by name, boxes only when checked', async () => {
    expect(await formFields(PAGE, 'form[method=post]')).toEqual([
      { action: 'cancel', idem: 'a&b' },
      { idem: 'k2', action: 'pay', remember: 'on', pick: '2' },
    ])
    expect(await formValues(PAGE, 'form', ['idem'], { action: 'pay' })).toEqual({ idem: 'k2' })
    await expect(formValues(PAGE, 'form', ['idem'], { action: 'refund' })).rejects.toThrow('no form form with {"action":"refund"}')
    await expect(formValues(PAGE, 'form', ['consent'])).rejects.toThrow('the form form has no field consent')
  })
})
