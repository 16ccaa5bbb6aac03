import { beforeAll, describe, expect, it } from 'vitest';
import * as analyzeRoute from '@/app/api/ai/analyze/route';
import { MOOD_VALUES } from '@/lib/moods';
import { crisisNote, resourcesFor } from '@/lib/safety';
import { call } from '../helpers/http';
import { reply } from '../helpers/fake-openai';
import { FAKE_KEY, FAKE_MODEL, withFakeOpenAI } from '../helpers/fake-model-env';
import { createTestUser, type TestUser } from '../helpers/users';

// Structured analysis through the real @ai-sdk/openai provider, over HTTP to a local
// OpenAI-compatible server: what is asked for on the wire, and how each kind of answer is read.

const fake = withFakeOpenAI();
let alice: TestUser;

beforeAll(async () => {
  alice = await createTestUser({ name: 'Alice' });
});

const analyze = (body: unknown, headers: Record<string, string> = {}) => call(analyzeRoute.POST, { headers: { ...alice.auth, ...headers }, body });
const emotionLines = (analysis: string) => analysis.split('\n').filter((l) => /emotion/i.test(l));

const EXAM = 'I passed my exam today and we celebrated with pizza!';
const SAD_TEXT = 'I miss her so much. I cried all evening and the flat feels empty and lonely without her.';

describe('analysis over the wire, a model with structured output', () => {
  it('asks for a json_schema of the five moods and four crisis levels, and builds the Emotion detected line from the object', async () => {
    fake().script(reply({ analysis: 'You sound proud and light today.', emotion: 'happy', crisisLevel: 'none' }));
    const res = await analyze({ journalText: EXAM });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ analysis: 'You sound proud and light today.\n\nEmotion detected: happy', emotion: 'happy', offline: false, crisis: null });

    const [req] = fake().chatRequests();
    expect(fake().chatRequests()).toHaveLength(1);
    expect(req.headers.authorization).toBe(`Bearer ${FAKE_KEY}`);
    expect(req.body.model).toBe(FAKE_MODEL);
    expect(req.stream).toBe(false);
    expect(req.jsonSchema).toBe(true);
    const schema = req.body.response_format.json_schema.schema;
    expect(schema.properties.emotion.enum).toEqual([...MOOD_VALUES]);
    expect(schema.properties.crisisLevel.enum).toEqual(['none', 'concern', 'high', 'imminent']);
    expect(schema.required).toEqual(expect.arrayContaining(['analysis', 'emotion', 'crisisLevel']));
    expect(JSON.stringify(req.body.messages)).toContain(EXAM);
  });

  it('tells the model the mood the writer chose and keeps that mood', async () => {
    fake().script(reply({ analysis: 'A mixed day, with a calm evening.', emotion: 'sad', crisisLevel: 'none' }));
    const res = await analyze({ journalText: EXAM, mood: 'relaxed' });
    expect(res.json.emotion).toBe('relaxed');
    expect(res.json.analysis).toBe('A mixed day, with a calm evening.\n\nEmotion detected: relaxed');
    expect(JSON.stringify(fake().chatRequests()[0].body.messages)).toContain('marked this entry as \\"relaxed\\"');
  });

  it("takes the model's higher crisis level: resources first, its words kept", async () => {
    fake().script(reply({ analysis: 'That sounds so heavy.', emotion: 'sad', crisisLevel: 'high' }));
    const res = await analyze({ journalText: 'Wrote my sister a long letter today and sorted who gets the records.' });
    expect(res.status).toBe(200);
    expect(res.json.crisis.level).toBe('high');
    expect(res.json.analysis).toBe(`${crisisNote('high', resourcesFor(null))}\n\nThat sounds so heavy.\n\nEmotion detected: sad`);
  });

  it('never lets a model read a crisis text as happy', async () => {
    fake().script(reply({ analysis: 'There is a real lift in this entry!', emotion: 'happy', crisisLevel: 'none' }));
    const res = await analyze({ journalText: 'gave my guitar to my brother and wrote the letters. tonight is the night.' });
    expect(res.json.crisis.level).toBe('imminent');
    expect(res.json.emotion).toBe('sad');
    expect(res.json.analysis).not.toContain('real lift');
  });
});

describe('analysis over the wire, a model without structured output (free text, then the normaliser)', () => {
  it.each([
    ['Emotion detected: happy', 'What a lovely day.\n\nEmotion detected: happy'],
    ['Emotion: joyful', 'What a lovely day.\nEmotion: joyful'],
    ['**Emotion detected:** Joyful.', 'What a lovely day.\n**Emotion detected:** Joyful.'],
    ['Mood: elated', 'What a lovely day.\n\n**Mood:** Elated!'],
    ['Primary emotion - joy', 'What a lovely day.\nPrimary emotion - joy'],
  ])('reads "%s" as happy and ends in exactly one Emotion detected line', async (_label, text) => {
    fake().script(reply(text));
    const res = await analyze({ journalText: EXAM });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ analysis: 'What a lovely day.\n\nEmotion detected: happy', emotion: 'happy', offline: false });
    expect(emotionLines(res.json.analysis)).toEqual(['Emotion detected: happy']);
    // It was asked for JSON; answering prose is what a server without json_schema support does.
    expect(fake().chatRequests()[0].jsonSchema).toBe(true);
  });

  it('keeps a sentence that only starts like a label', async () => {
    fake().script(reply('Mood: mostly quiet, with a sad edge by the evening.\nBe gentle with yourself tonight.'));
    const res = await analyze({ journalText: SAD_TEXT });
    expect(res.json.analysis).toBe('Mood: mostly quiet, with a sad edge by the evening.\nBe gentle with yourself tonight.\n\nEmotion detected: sad');
  });

  it('classifies the journal text when the free text names no mood, or none of the five', async () => {
    fake().script(reply('That sounds really hard. Be gentle with yourself tonight.'), reply('Interesting entry.\nEmotion: purple'));
    const first = await analyze({ journalText: SAD_TEXT });
    expect(first.json).toMatchObject({ emotion: 'sad', analysis: 'That sounds really hard. Be gentle with yourself tonight.\n\nEmotion detected: sad' });
    const second = await analyze({ journalText: SAD_TEXT });
    expect(second.json).toMatchObject({ emotion: 'sad', analysis: 'Interesting entry.\n\nEmotion detected: sad' });
  });

  it('reads JSON wrapped in a code fence, with an emotion word outside the five', async () => {
    fake().script(reply('```json\n{"analysis": "You sound fed up, and fairly so.", "emotion": "Furious", "crisisLevel": "NONE"}\n```'));
    const res = await analyze({ journalText: 'The landlord kept the whole deposit.' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ analysis: 'You sound fed up, and fairly so.\n\nEmotion detected: angry', emotion: 'angry', offline: false, crisis: null });
    expect(fake().chatRequests()).toHaveLength(1);
  });

  it('leads a free-text answer to a crisis text with the resources', async () => {
    fake().script(reply('I hear how much pain you are in.\nEmotion: sad'));
    const res = await analyze({ journalText: 'I want to hurt myself tonight.' }, { 'accept-language': 'en-GB' });
    expect(res.status).toBe(200);
    expect(res.json.analysis).toBe(`${crisisNote(res.json.crisis.level, resourcesFor('en-GB'))}\n\nI hear how much pain you are in.\n\nEmotion detected: sad`);
    expect(res.json.analysis).toContain('116 123');
  });
});
