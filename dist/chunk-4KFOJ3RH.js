import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  ReplayError,
  createReplayModelClient,
  loadReplayClient,
  parseTranscript
} from "./chunk-SYNQ2IVZ.js";
import "./chunk-I652ROXA.js";
import "./chunk-SXXHESJR.js";
export {
  ReplayError,
  createReplayModelClient,
  loadReplayClient,
  parseTranscript
};
