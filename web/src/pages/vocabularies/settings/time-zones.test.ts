import { describe, expect, it } from 'vitest';
import { timeZoneChoices, timeZoneProblem } from './time-zones';

describe('museum time zone choices', () => {
  it('offers UTC first, then the browser zones in order, with the current zone kept', () => {
    const choices = timeZoneChoices('Europe/Malta', () => ['Europe/Rome', 'Asia/Kolkata']);
    expect(choices).toEqual(['UTC', 'Asia/Kolkata', 'Europe/Malta', 'Europe/Rome']);
    expect(timeZoneChoices('UTC')).toContain('Europe/Malta');
  });

  it('refuses what is not a zone, as the API does', () => {
    expect(timeZoneProblem('Europe/Malta')).toBeUndefined();
    expect(timeZoneProblem('Mars/Olympus_Mons')).toMatch(/IANA/);
  });
});
