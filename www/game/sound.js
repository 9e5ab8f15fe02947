// Short sounds for a move, a capture, a check and the end of the game, and a short buzz where the
// device can vibrate. Synthesised with Web Audio (a few sine and triangle notes), so they weigh
// nothing in the download. A "Sound" switch in the game menu, remembered on this device, turns
// both off.

import { t } from '../ui/i18n.js';
import { readText, writeText } from '../platform/storage.js';

const KEY = 'sound';

/** Each event: notes as [frequency Hz, start s, length s, wave], and a vibration pattern (ms). */
const SOUNDS = {
  move: { notes: [[520, 0, 0.07, 'triangle']], buzz: 12 },
  capture: {
    notes: [
      [330, 0, 0.06, 'triangle'],
      [250, 0.05, 0.09, 'triangle'],
    ],
    buzz: 30,
  },
  check: {
    notes: [
      [880, 0, 0.08, 'sine'],
      [1175, 0.09, 0.12, 'sine'],
    ],
    buzz: [30, 40, 30],
  },
  end: {
    notes: [
      [523, 0, 0.12, 'sine'],
      [659, 0.12, 0.12, 'sine'],
      [784, 0.24, 0.25, 'sine'],
    ],
    buzz: [60, 50, 120],
  },
};

/** Whether sound is on (it is unless turned off here). */
export function soundOn() {
  return readText(KEY) !== 'off';
}

export class GameSound {
  /**
   * @param {import('./controller.js').GameController} controller
   * @param {import('./menu.js').Menu} menu
   */
  constructor(controller, menu) {
    this.on = soundOn();
    this.audio = null;
    const check = menu.add({
      text: t('menu.sound'),
      data: 'sound',
      checked: this.on,
      action: () => {
        this.on = !this.on;
        writeText(KEY, this.on ? 'on' : 'off');
        check(this.on);
      },
    });
    this.stop = controller.subscribe((change) => this.#hear(change));
  }

  #hear(change) {
    let kind = null;
    if (change.type === 'move') {
      const after = change.after;
      kind = after?.result ? 'end' : after?.check?.length ? 'check' : change.taken ? 'capture' : 'move';
    } else if (change.type === 'resign' || change.type === 'agreed') {
      kind = 'end';
    }
    if (kind) this.play(kind);
  }

  /** Plays one event's sound and buzz, when sound is on. */
  play(kind) {
    const sound = SOUNDS[kind];
    if (!this.on || !sound) return;
    try {
      navigator.vibrate?.(sound.buzz);
    } catch {
      // No vibration here: the sound is enough.
    }
    const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!Context) return;
    try {
      this.audio ??= new Context();
      const audio = this.audio;
      if (audio.state === 'suspended') audio.resume().catch(() => {});
      const now = audio.currentTime;
      for (const [frequency, start, length, wave] of sound.notes) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = wave;
        osc.frequency.value = frequency;
        // A quick rise and an exponential fall: a tap, not a beep.
        gain.gain.setValueAtTime(0.0001, now + start);
        gain.gain.exponentialRampToValueAtTime(0.18, now + start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
        osc.connect(gain).connect(audio.destination);
        osc.start(now + start);
        osc.stop(now + start + length + 0.02);
      }
    } catch {
      // Audio refused (a browser policy): the game goes on silently.
    }
  }

  destroy() {
    this.stop();
    this.audio?.close?.().catch?.(() => {});
  }
}
