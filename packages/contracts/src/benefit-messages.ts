/** The spec's messages for a benefit that cannot be shown (section 8, Benefit); zod-free for the web app. */
export const BENEFIT_LOAD_ERROR_MESSAGE = 'There is an issue loading this benefit. Please contact us';
export const BENEFIT_REMOVED_MESSAGE = 'Oops! The benefit you are looking for has been removed or relocated.';
