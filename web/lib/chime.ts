/**
 * The sound a kitchen timer makes when it rings: three short tones from the Web Audio API (no
 * file to download). Browsers let a page make sound only after the cook has touched it, so the
 * audio is set up when a timer is started (`prepareChime`, inside that click) and played later.
 */
let audio: AudioContext | null = null;

export function prepareChime(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  audio ??= new Context();
  void audio.resume().catch(() => {});
}

export function chime(): void {
  if (!audio) return;
  const start = audio.currentTime;
  for (let beep = 0; beep < 3; beep++) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.001, start + beep * 0.4);
    volume.gain.exponentialRampToValueAtTime(0.3, start + beep * 0.4 + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.001, start + beep * 0.4 + 0.3);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + beep * 0.4);
    tone.stop(start + beep * 0.4 + 0.32);
  }
}
