import { type ChangeEvent, useState } from 'react';
import { useT } from '@/lib/i18n/texts';
import { photoProblem } from '../../lib/photo';

/** The photo picked in a recipe form, with the reason a file was refused. */
export function usePhotoChoice() {
  const t = useT('recipe');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Takes the file of a file input's change; true when it was accepted. */
  const onInputChange = (event: ChangeEvent<HTMLInputElement>): boolean => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return false;
    const problem = photoProblem(t, chosen);
    setError(problem);
    if (!problem) setFile(chosen);
    return !problem;
  };

  /** Takes a photo that did not come from the file input (one imported with a recipe). */
  const choose = (chosen: File) => {
    setError(null);
    setFile(chosen);
  };

  const clear = () => {
    setFile(null);
    setError(null);
  };

  return { file, error, onInputChange, choose, clear };
}

export type PhotoChoice = ReturnType<typeof usePhotoChoice>;
