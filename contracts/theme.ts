// The device's theme (decision 020): the choices and where a device keeps its own, shared by the
// web client's switch (web/lib/theme.ts) and the script that applies a stored choice before the
// first paint (theme-script.ts).

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Where the device keeps its choice (localStorage); absent or unknown means "system". */
export const THEME_STORAGE_KEY = 'simmer-theme';
