export {
  fakeUsage,
  FakeOpenAi,
  openAiModelsToday,
  SHUT_DOWN_MODELS,
  startFakeOpenAi,
  type ChatRequest,
  type FakeModel,
  type FakeReply,
} from './fake-openai.js';
export { useFetchWithErrorsOfThisRealm } from './this-realm-fetch.js';
