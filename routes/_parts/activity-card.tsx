import type { ReactNode } from 'react'

/** An activity's card on the home strip: its title links to the activity's page; what it shows follows. */
export function ActivityCard({ id, href, title, children }: { id: string; href: string; title: string; children: ReactNode }) {
  return (
    <section className="card act" aria-labelledby={`act-${id}`}>
      <a className="row link" href={href}>
        <h3 id={`act-${id}`} className="act-title">{title}</h3>
        <span aria-hidden="true" className="chevron">›</span>
      </a>
      {children}
    </section>
  )
}
