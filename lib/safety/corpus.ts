// The labelled corpus. tests/fixtures/safety-texts.json holds splits "train" and "dev"; a final
// split (tests/fixtures/safety-final.json, split "final") exists only once another author has
// written it after tuning, and is scored once. The extra training files (safety-train-*.json) are
// all split "train": wordings written to widen what the learned head has seen, and earlier final
// splits folded in after they were scored. Only "train" is ever used to fit or tune.
import fs from 'node:fs';
import path from 'node:path';
import type { CrisisLevel } from './levels';

export type CorpusSample = { crisis: boolean; level: CrisisLevel; category: string; split: string; text: string };

export const CORPUS_FILES = [path.join('tests', 'fixtures', 'safety-texts.json'), path.join('tests', 'fixtures', 'safety-final.json')];

/** Extra training corpora under tests/fixtures (train split only), in the order training reads them. */
export const EXTRA_TRAINING_FILES = [
  'safety-train-a.json',
  'safety-train-b.json',
  'safety-train-c.json',
  'safety-train-d.json',
  'safety-train-e.json',
  // The second detector's final split, scored once (recall 84.0%, false alarms 12.0%), then folded in.
  'safety-train-f.json',
  // Written for the third detector: dated plans, third-party acts, slang, long entries, and their look-alikes.
  'safety-train-g.json',
  // The third detector's final split, scored once (recall 94.0%, false alarms 10.0%), then folded in.
  'safety-train-h.json',
  // Written for the fourth detector: preparatory acts with no goodbye words, denials, everyday words, and their look-alikes.
  'safety-train-i.json',
  // The fourth detector's final split, scored once (recall 94.0%, false alarms 14.0%), then folded in.
  'safety-train-j.json',
  // Written for the fifth detector: every category again, half without the obvious words, and look-alikes that use them.
  'safety-train-k.json',
  // The fifth detector's final split, scored once (recall 91.0%, false alarms 8.0%), then folded in.
  'safety-train-l.json',
  // The sixth detector's final split, scored once (recall 88.0%, false alarms 11.0%), then folded in.
  'safety-train-m.json',
  // Written for the seventh detector: plans tied to other people's events, aftercare-only self-harm,
  // third-party signs told as observations, and conditional hyperbole on trivial triggers.
  'safety-train-n.json',
  // The seventh detector's final split, scored once (recall 92.0%, false alarms 7.0%), then folded in.
  'safety-train-o.json',
  // The eighth detector's final split, scored once (recall 91.0%, false alarms 6.0%), then folded in.
  'safety-train-p.json',
  // Written for the ninth detector by four authors: plans and arrangements in plain words, punishment
  // and legacy acts, and hard look-alikes (q); many personas and registers, half without crisis
  // words (r); short chat messages with slang and emoji (s); long diary entries with one risk line (t).
  'safety-train-q.json',
  'safety-train-r.json',
  'safety-train-s.json',
  'safety-train-t.json',
  // The ninth detector's final splits (the ninth and tenth, two authors), scored once (recall 94.0%,
  // false alarms 14.5%), then folded in.
  'safety-train-u.json',
  // The tenth detector's final splits (the eleventh and twelfth, two authors), scored once (recall
  // 95.5%, false alarms 6.5%), then folded in.
  'safety-train-v.json',
  // The eleventh detector's final splits (the thirteenth and fourteenth, two authors, half of the
  // fourteenth chat messages), scored once (recall 95.5%, false alarms 12.0%), then folded in.
  'safety-train-w.json',
  // The twelfth detector's final splits (the fifteenth and sixteenth, two authors, a third and a half
  // of them chat messages), scored once (recall 95.0%, false alarms 15.5%), then folded in.
  'safety-train-x.json',
  // The thirteenth detector's final splits (the seventeenth and eighteenth, two authors, a third and over
  // half of them chat messages), scored once (recall 94.4%, false alarms 12.5%), then folded in.
  'safety-train-y.json',
  // The fourteenth detector's final splits (the nineteenth and twentieth, two authors, about half of
  // them chat messages), scored once (recall 93.0%, false alarms 11.5%), then folded in.
  'safety-train-z.json',
  // The fifteenth detector's final splits (the twenty-first and twenty-second, two authors, about half
  // of them chat messages), scored once (recall 95.0%, false alarms 10.5%), then folded in.
  'safety-train-aa.json',
  // The sixteenth detector's final splits (the twenty-third and twenty-fourth, two authors, about half
  // of them chat messages), scored once (recall 95.5%, false alarms 6.0%), then folded in.
  'safety-train-ab.json',
  // The seventeenth detector's final splits (the twenty-fifth and twenty-sixth, two authors, about half
  // and 60% of them chat messages), scored once (recall 90.0%, false alarms 10.5%), then folded in.
  'safety-train-ac.json',
  // Written for the eighteenth detector by two authors: chat messages with the risk in passing or
  // behind a cover story and the ordinary worries asked the same way; quiet diary entries from many
  // lives and the same vocabulary in safe ones.
  'safety-train-ad.json',
  // The eighteenth detector's final splits (the twenty-seventh and twenty-eighth, two authors, about
  // half and 30% of them chat messages), scored once (recall 88.5%, false alarms 9.5%), then folded in.
  'safety-train-ae.json',
  // Written for the nineteenth detector by two authors: long ordinary days with the risk in a line,
  // sarcasm, denials and questions with a hidden purpose (af); dialects and romanised Hindi, quiet
  // logistics, and the same vocabulary in safe lives (ag).
  'safety-train-af.json',
  'safety-train-ag.json',
  // The nineteenth detector's final splits (the twenty-ninth and thirtieth, two authors, about 40%
  // and half of them chat messages), scored once (recall 87.9%, false alarms 7.0%), then folded in.
  'safety-train-ah.json',
  // Written for the twentieth detector by two authors: quiet logistics, meant sarcasm and mixed-language
  // risk, with the same logistics in safe lives (ai); many voices in their own English, the risk in a
  // practical detail, and the same people and vocabulary in safe lives (aj).
  'safety-train-ai.json',
  'safety-train-aj.json',
  // The twentieth detector's final splits (the thirty-first to thirty-fourth, four authors), scored once
  // in two pairs (recall 85.5%, false alarms 5.5%; recall 89.3%, false alarms 9.3%), then folded in.
  'safety-train-ak.json',
  // Written for the twenty-first detector: many kinds of ordinary lives, the risk told as behaviour or
  // circumstance with no feeling named, and the same people and vocabulary in safe situations.
  'safety-train-al.json',
  // The twenty-first detector's final splits (the thirty-fifth and thirty-sixth, two authors), scored once
  // (recall 90.5%, false alarms 14.0%), then folded in.
  'safety-train-am.json',
  // The twenty-second detector's final splits (the thirty-seventh and thirty-eighth, two authors), scored
  // once (recall 92.5%, false alarms 7.0%), then folded in.
  'safety-train-an.json',
  // The twenty-third detector's final splits (the thirty-ninth and fortieth, two authors), scored once
  // (recall 85.5%, false alarms 8.0%), then folded in.
  'safety-train-ao.json',
  // The twenty-fourth detector's final splits (the forty-first and forty-second, two authors), scored
  // once (recall 96.5%, false alarms 10.0%), then folded in.
  'safety-train-ap.json',
  // The twenty-fifth detector's final splits (the forty-third and forty-fourth, two authors), scored
  // once (recall 93.5%, false alarms 12.0%), then folded in.
  'safety-train-aq.json',
  // The twenty-sixth detector's final splits (the forty-fifth and forty-sixth, two authors), scored
  // once (recall 95.0%, false alarms 10.5%), then folded in.
  'safety-train-ar.json',
  // The twenty-seventh detector's final splits (the forty-seventh and forty-eighth, two authors), scored
  // once (recall 93.5%, false alarms 6.0%), then folded in.
  'safety-train-as.json',
  // The twenty-eighth detector's final splits (the forty-ninth and fiftieth, two authors), scored
  // once (recall 89.5%, false alarms 6.5%), then folded in.
  'safety-train-at.json',
  // The twenty-ninth detector's final splits (the fifty-first and fifty-second, two authors), scored
  // once (recall 92.5%, false alarms 8.0%), then folded in.
  'safety-train-au.json',
  // The thirtieth detector's final splits (the fifty-third and fifty-fourth, two authors), scored once
  // (recall 91.5%, false alarms 8.5%), then folded in.
  'safety-train-av.json',
  // The thirty-first detector's final splits (the fifty-fifth and fifty-sixth, two authors), scored
  // once (recall 89.5%, false alarms 8.0%), then folded in.
  'safety-train-aw.json',
  // The thirty-second detector's final splits (the fifty-seventh and fifty-eighth, two authors), scored
  // once (recall 86.0%, false alarms 4.0%), then folded in.
  'safety-train-ax.json',
  // The thirty-third detector's final splits (the fifty-ninth and sixtieth, two authors), scored once
  // (recall 78.5%, false alarms 6.0%), then folded in.
  'safety-train-ay.json',
  // The thirty-fourth detector's final splits (the sixty-first and sixty-second, two authors), scored once
  // (recall 91.5%, false alarms 5.5%), then folded in.
  'safety-train-az.json',
  // Its second final splits (the sixty-third and sixty-fourth), scored once against the same learned head
  // with rules only added (recall 93.0%, false alarms 6.0%), then folded in.
  'safety-train-ba.json',
  // The thirty-fifth detector's final splits (the sixty-fifth and sixty-sixth, two authors), scored once
  // (recall 93.5%, false alarms 9.0%), then folded in.
  'safety-train-bb.json',
  // The thirty-sixth detector's final splits (the sixty-seventh to sixty-ninth, three authors), scored
  // once (recall 86.0%, false alarms 8.3%), then folded in.
  'safety-train-bc.json',
  // The thirty-seventh detector's final splits (the seventieth to seventy-second, three authors),
  // scored once (recall 94.6%, false alarms 5.0%), then folded in.
  'safety-train-bd.json',
  // The thirty-eighth detector's final splits (the seventy-third to seventy-fifth, three authors),
  // scored once (recall 92.0%, false alarms 5.7%), then folded in.
  'safety-train-be.json',
  // The thirty-ninth detector's final splits (the seventy-sixth to seventy-eighth, three authors),
  // scored once (recall 89.7%, false alarms 11.0%), then folded in.
  'safety-train-bf.json',
  // The fortieth detector's final splits (the seventy-ninth to eighty-first, three authors), scored
  // once (recall 83.3%, false alarms 8.3%), then folded in.
  'safety-train-bg.json',
  // The forty-first detector's final splits (the eighty-second to eighty-seventh, six authors), scored
  // once in two parts (recall 95.3%, false alarms 8.3%; then 88.0%, 6.0%), then folded in.
  'safety-train-bh.json',
  // The forty-second detector's final splits (the eighty-eighth to ninetieth, three authors), scored once
  // (recall 91.7%, false alarms 4.3%), then folded in.
  'safety-train-bi.json',
  // The forty-third detector's final splits (the ninety-first to ninety-third, three authors), scored once
  // (recall 94.7%, false alarms 4.3%), then folded in.
  'safety-train-bj.json',
  // The forty-fourth detector's final splits (the ninety-fourth to ninety-sixth, three authors), scored
  // once (recall 84.0%, false alarms 6.7%), then folded in.
  'safety-train-bk.json',
  // The forty-fifth detector's final splits (the ninety-seventh to ninety-ninth, three authors), scored
  // once (recall 92.7%, false alarms 6.3%), then folded in.
  'safety-train-bl.json',
  // The forty-sixth detector's final splits (the hundredth to hundred-and-second, three authors), scored
  // once (recall 94.3%, false alarms 4.7%), then folded in.
  'safety-train-bm.json',
  // The forty-seventh detector's final splits (the hundred-and-third to hundred-and-fifth, three authors),
  // scored once (recall 89.3%, false alarms 4.3%), then folded in.
  'safety-train-bn.json',
  // The forty-eighth detector's final splits (the hundred-and-sixth to hundred-and-eighth, three authors),
  // scored once (recall 89.0%, false alarms 5.7%), then folded in.
  'safety-train-bo.json',
  // The forty-ninth detector's final splits (the hundred-and-ninth to hundred-and-eleventh, three
  // authors), scored once (recall 87.6%, false alarms 4.3%), then folded in.
  'safety-train-bp.json',
  // The fiftieth detector's final splits (the hundred-and-twelfth to hundred-and-fourteenth, three
  // authors), scored once (recall 84.3%, false alarms 7.3%), then folded in.
  'safety-train-bq.json',
  // The fifty-first detector's final splits (the hundred-and-fifteenth to hundred-and-seventeenth, three
  // authors), scored once (recall 79.0%, false alarms 6.7%), then folded in.
  'safety-train-br.json',
  // The fifty-second detector's final splits (the hundred-and-eighteenth to hundred-and-twentieth, three
  // authors), scored once (recall 89.3%, false alarms 8.3%), then folded in.
  'safety-train-bs.json',
  // The fifty-third detector's final splits (the hundred-and-twenty-first to hundred-and-twenty-third, three
  // authors), scored once (recall 89.0%, false alarms 7.3%), then folded in.
  'safety-train-bt.json',
];

function readSamples(file: string): CorpusSample[] {
  if (!fs.existsSync(file)) return [];
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { samples?: CorpusSample[] } | CorpusSample[];
  return Array.isArray(raw) ? raw : (raw.samples ?? []);
}

/** safety-texts.json (train and dev) and, when present, safety-final.json. */
export function loadCorpus(root = process.cwd()): CorpusSample[] {
  return CORPUS_FILES.flatMap((f) => readSamples(path.join(root, f)));
}

/** The extra training files only (every sample is split "train"). */
export function loadExtraTraining(root = process.cwd()): CorpusSample[] {
  return EXTRA_TRAINING_FILES.flatMap((f) => readSamples(path.join(root, 'tests', 'fixtures', f)));
}
