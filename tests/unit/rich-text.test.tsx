import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { isolate } from '../../worker/render/rich-text'

const html = (template: string, params: Record<string, ReactNode>) => renderToStaticMarkup(<>{isolate(template, params)}</>)

describe('isolate', () => {
  it('isolates each value between words', () => {
    expect(html('الحد الأقصى {{limit}} لكل مشترٍ', { limit: 2 })).toBe('الحد الأقصى <bdi dir="ltr">2</bdi> لكل مشترٍ')
    expect(html('Ends {{time}}', { time: 'Nov 22, 11:25 AM' })).toBe('Ends <bdi>Nov 22, 11:25 AM</bdi>')
  })
  it('keeps values joined only by punctuation in one isolate, so Arabic does not swap them', () => {
    expect(html('تم بيع {{sold}}/{{total}}', { sold: 41, total: 60 })).toBe('تم بيع <bdi dir="ltr">41/60</bdi>')
    expect(html('{{sold}} / {{total}} sold', { sold: 41, total: 60 })).toBe('<bdi dir="ltr">41 / 60</bdi> sold')
    expect(html('{{from}}–{{to}}', { from: 1, to: 3 })).toBe('<bdi dir="ltr">1–3</bdi>')
  })
  it('keeps values joined by words apart', () => {
    expect(html('{{sold}} of {{total}}', { sold: 41, total: 60 })).toBe('<bdi dir="ltr">41</bdi> of <bdi dir="ltr">60</bdi>')
  })
  it('keeps elements as they are and leaves an unknown placeholder visible', () => {
    expect(html('Call {{phone}}/{{email}}', { phone: <a href="tel:1">1</a>, email: 'a@b' })).toBe('Call <bdi dir="ltr"><a href="tel:1">1</a>/a@b</bdi>')
    expect(html('Hi {{name}}', {})).toBe('Hi <bdi>{{name}}</bdi>')
  })
})
