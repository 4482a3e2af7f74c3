import { BatchOfTheMoment } from './batch-of-the-moment';

describe('BatchOfTheMoment', () => {
  it('answers the keys asked for in one turn with one run, each caller its own answer', async () => {
    const runs: string[][] = [];
    const batch = new BatchOfTheMoment<string, string>((keys) => {
      runs.push(keys);
      return Promise.resolve(new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()])));
    });
    const answers = await Promise.all([batch.ask('a'), batch.ask('b'), batch.ask('a'), batch.ask('gone')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(runs).toEqual([['a', 'b', 'gone']]);
    expect(await batch.ask('c')).toBe('C');
    expect(runs).toHaveLength(2);
  });

  it('fails every caller of a run that failed, and the next turn runs afresh', async () => {
    let fail = true;
    const batch = new BatchOfTheMoment<string, number>((keys) => {
      if (fail) return Promise.reject(new Error('baza nedostupna'));
      return Promise.resolve(new Map(keys.map((key) => [key, key.length])));
    });
    const failed = await Promise.allSettled([batch.ask('x'), batch.ask('yy')]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batch.ask('yy')).toBe(2);
  });
});
