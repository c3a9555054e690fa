export { fakeUsage, FakeOpenAi, startFakeOpenAi, type ChatRequest, type FakeReply } from './fake-openai.js';
export { useFetchWithErrorsOfThisRealm } from './this-realm-fetch.js';
