import type { Choice } from './types';

/** Channel bit flags (SPEC §3): VOICE 1, CHAT 2, RPA 4. */
export const CHANNEL_CHOICES: Choice[] = [
  { value: 1, label: 'enums.channel.VOICE' },
  { value: 2, label: 'enums.channel.CHAT' },
  { value: 4, label: 'enums.channel.RPA' },
];
