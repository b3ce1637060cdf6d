// Where the mock build keeps the session's scenario names (sessionStorage): written by the mock
// backend (src/mocks/browser.ts), read by the crash probe of the error-screen scenarios.
export const MOCK_SCENARIO_STORAGE_KEY = 'portal.mockScenario';
