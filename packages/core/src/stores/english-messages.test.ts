import { describe, expect, it } from 'vitest';
import { t } from '../catalogue';
import { englishStore, readyMessagesIn } from './english-messages';

describe('English messages in the apps (loaded with an English UI only)', () => {
  it('an Indonesian UI loads nothing; English loads them once and the store says so', async () => {
    readyMessagesIn('id');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(englishStore.ready).toBe(false);
    expect(t('forbidden', 'en')).toBe('Anda tidak memiliki akses untuk fitur ini.');
    readyMessagesIn('en');
    await expect.poll(() => englishStore.ready).toBe(true);
    expect(t('forbidden', 'en')).toBe('You do not have access to this feature.');
    expect(t('forbidden')).toBe('Anda tidak memiliki akses untuk fitur ini.');
  });
});
