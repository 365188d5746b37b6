import { CookingPot } from 'lucide-react';

/** Stand-in for a screen that a later issue builds; the route already exists. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`${title} · Simmer`}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-orange-100 text-orange-700">
        <CookingPot className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-bold font-serif text-3xl">{title}</h1>
      <p className="mt-3 text-stone-600">This screen is coming soon.</p>
    </section>
  );
}
