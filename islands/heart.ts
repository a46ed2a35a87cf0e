/**
 * A signed-in shopper's heart, changed in place: the mall saves or removes the product through the proxy and the
 * button follows its answer. On any failure the form is sent as it is, so the page that comes back says what happened.
 */
export async function toggleHeart(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector('button')!
  const action = form.elements.namedItem('do') as HTMLInputElement
  const productId = Number((form.elements.namedItem('productId') as HTMLInputElement).value)
  button.disabled = true
  try {
    const response = await fetch(`/m/api/saved/${action.value === 'save' ? 'add' : 'remove'}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ productId }),
    })
    const body = (await response.json()) as { code?: number; data?: { saved?: boolean } }
    if (!response.ok || body.code !== 1) throw new Error('refused')
    const saved = body.data?.saved === true
    action.value = saved ? 'remove' : 'save'
    button.setAttribute('aria-pressed', String(saved))
    button.querySelector('b')!.textContent = saved ? '♥' : '♡'
    button.disabled = false
  } catch {
    form.submit()
  }
}
