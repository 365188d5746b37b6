import { paths } from '@contracts/routes';
import { useLingui } from '@lingui/react';
import {
  ArrowRight,
  BookOpen,
  CalendarHeart,
  ChefHat,
  type LucideIcon,
  Search,
} from 'lucide-react';
import { LanguageSelect } from '@/components/language-select';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { rememberVisitorLanguage, switchLanguage } from '@/lib/i18n/language';
import { type TextName, useT } from '@/lib/i18n/texts';

const features: readonly {
  title: TextName<'landing'>;
  text: TextName<'landing'>;
  icon: LucideIcon;
}[] = [
  { title: 'createTitle', text: 'createText', icon: BookOpen },
  { title: 'findTitle', text: 'findText', icon: Search },
  { title: 'dailyTitle', text: 'dailyText', icon: CalendarHeart },
];

/** The signed-out home. Sign-in is a full-page navigation, so the links are plain <a>. */
export function Landing() {
  const t = useT('landing');
  const common = useT('common');
  const { i18n } = useLingui();
  const chooseLanguage = (language: string) => {
    rememberVisitorLanguage(language);
    void switchLanguage(language);
  };
  return (
    <div className="flex-1 bg-gradient-to-b from-accent/40 via-background to-notice/60">
      <section className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-20 pb-16 text-center sm:pt-28">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg shadow-primary/25">
          <ChefHat className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-6 font-bold font-serif text-5xl tracking-tight sm:text-7xl">
          {common('appName')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground sm:text-xl">{t('tagline')}</p>
        <Button asChild size="lg" className="mt-9 rounded-full">
          <a href={paths.login}>
            {t('startCooking')}
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="features-heading" className="sr-only">
          {t('features')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full bg-card/80 transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>{t(title)}</CardTitle>
                  <CardDescription className="text-base">{t(text)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-4xl px-4 pb-24 text-center">
        <div className="rounded-3xl bg-primary px-6 py-12 text-primary-foreground shadow-xl shadow-primary/20">
          <h2 className="font-bold font-serif text-3xl">{t('readyTitle')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-foreground">{t('readyText')}</p>
          <Button asChild size="lg" variant="outline" className="mt-8 rounded-full text-foreground">
            <a href={paths.login}>{t('signInToStart')}</a>
          </Button>
        </div>
        <LanguageSelect
          className="mt-8 justify-center"
          value={i18n.locale}
          onChange={chooseLanguage}
        />
      </section>
    </div>
  );
}
