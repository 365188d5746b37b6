import { useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { mediaProblem, mediaTypeOf } from '../../lib/media-file';

/** The photo or video chosen for a new announcement, checked before it is accepted. */
export function useMediaChoice() {
  const t = useT('community');
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  // Reading a video's length takes a moment; a newer choice (or a removal) wins over an older one.
  const attempt = useRef(0);

  /** Checks `chosen`; true when it was accepted, otherwise a toast says why. */
  const choose = async (chosen: File): Promise<boolean> => {
    const current = ++attempt.current;
    setChecking(true);
    const problem = await mediaProblem(t, chosen);
    if (current !== attempt.current) return false;
    setChecking(false);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return false;
    }
    setFile(chosen);
    return true;
  };

  const clear = () => {
    attempt.current++;
    setChecking(false);
    setFile(null);
  };

  return { file, type: file ? mediaTypeOf(file) : null, checking, choose, clear };
}

export type MediaChoice = ReturnType<typeof useMediaChoice>;
