import { paths } from '@contracts/routes';
import {
  ArrowRight,
  BookOpen,
  CalendarHeart,
  ChefHat,
  type LucideIcon,
  Search,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const features: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Create Recipes',
    text: 'Save ingredients, steps, cooking times and a photo for every dish you love.',
    icon: BookOpen,
  },
  {
    title: 'Find & Organize',
    text: 'Search and sort your collection to find the right recipe in seconds.',
    icon: Search,
  },
  {
    title: 'Daily Features',
    text: 'Get a featured recipe from your collection every day to inspire your next meal.',
    icon: CalendarHeart,
  },
];

/** The signed-out home. Sign-in is a full-page navigation, so the links are plain <a>. */
export function Landing() {
  return (
    <div className="flex-1 bg-gradient-to-b from-accent/40 via-background to-notice/60">
      <section className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-20 pb-16 text-center sm:pt-28">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg shadow-primary/25">
          <ChefHat className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-bold font-serif text-5xl tracking-tight sm:text-7xl">Simmer</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground sm:text-xl">
          Create, organize and share the recipes you love: your personal cookbook, always within
          reach.
        </p>
        <Button asChild size="lg" className="mt-9 rounded-full">
          <a href={paths.login}>
            Start Cooking
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="features-heading" className="sr-only">
          Features
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full bg-card/80 transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-4xl px-4 pb-24 text-center">
        <div className="rounded-3xl bg-primary px-6 py-12 text-primary-foreground shadow-xl shadow-primary/20">
          <h2 className="font-bold font-serif text-3xl">Ready to get cooking?</h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-foreground">
            Your recipes, organized and waiting for you.
          </p>
          <Button asChild size="lg" variant="outline" className="mt-8 rounded-full text-foreground">
            <a href={paths.login}>Sign In to Get Started</a>
          </Button>
        </div>
      </section>
    </div>
  );
}
