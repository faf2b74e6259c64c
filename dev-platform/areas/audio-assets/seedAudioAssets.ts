import { toneSequenceWav } from '../conversations/conversationAudio';
import type { SeedContext } from '../../db/seed/seedContext';
import { insertAudioAsset } from './audioAssets';

/** Seeded recordings: short generated WAVs (no random draw, so the rest of the demo data stays as it was). */
export const SEEDED_AUDIO = [
  { name: 'Welcome chime', description: 'A short chime before the greeting', seconds: 1, type: 4 },
  { name: 'Hold music', description: 'Played while the caller waits', seconds: 3, type: 9 },
] as const;

/** The seeded audio assets in every tenant, so playAudio nodes have something real to play. */
export function seedAudioAssets(ctx: SeedContext): void {
  const created = ctx.now.toISOString();
  for (const tenant of ctx.tenants)
    for (const audio of SEEDED_AUDIO) {
      const marks = [{ offsetMs: 0, type: audio.type }];
      insertAudioAsset(
        ctx.db,
        tenant.id,
        {
          name: audio.name,
          description: audio.description,
          mimeType: 'audio/wav',
          bytes: toneSequenceWav(audio.seconds, marks),
        },
        created,
      );
    }
}
