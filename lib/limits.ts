// Size limits shared by the zod schemas (server and forms) and by screens that only need the
// numbers. Kept free of imports so a screen showing a counter does not download the validator.

export const TITLE_MAX = 120;
export const TEXT_MAX = 20_000;
export const ANALYSIS_MAX = 20_000;
export const PLAYLIST_URL_MAX = 2048;
/** Longest journal search (my-entries?q=): a few words are what people type; a page of text is no search. */
export const SEARCH_MAX = 200;

/** Entries per page of the journal list (the screen's infinite query and the server's prefetch): a phone screen or two; more load on scrolling, and a smaller first page hydrates faster. */
export const JOURNAL_PAGE_SIZE = 20;

export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;
/** Messages of each chat that chat-history and a reply carry: the latest ones. */
export const CHAT_MESSAGES_SHOWN = 200;

export const ACTIVITY_NAME_MAX = 40;
export const ACTIVITY_EMOJI_MAX = 16;

export const REVIEW_COMMENT_MAX = 500;
export const REVIEW_PAGE_SIZE = 20;
export const REVIEW_PAGE_MAX = 100;

export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_PAGE_MAX = 200;

/** Journal entries one account may hold; an import that would pass it is refused as a whole. */
export const ACCOUNT_ENTRIES_MAX = 100_000;
