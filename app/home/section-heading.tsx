export function SectionHeading({
  eyebrow,
  title,
  intro,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="mb-8 max-w-2xl">
      {eyebrow ? (
        <p className="text-xs font-bold uppercase tracking-[0.2em] text-accent-700">{eyebrow}</p>
      ) : null}
      <h2 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
      {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
    </div>
  );
}
