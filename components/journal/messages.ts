// SPEC section 8, word for word.
export const MSG = {
  needMoodAndText: 'Please select a mood and write something.',
  needText: 'Please write your journal first.',
  needEmotion: 'Please select a mood or run AI analysis.',
  saveFailed: 'Error saving entry.',
  aiFailed: 'AI analysis failed.Our AI assistant is temporarily unavailable. Please try again shortly.',
  autoPlaylistFailed: 'Playlist generation failed.',
  playlistFailed: 'Failed to generate playlist.',
  saved: 'Journal saved!',
  updated: 'Journal updated!',
  autoUpdated: 'Journal updated with new analysis!',
  autoSaved: 'Journal auto-saved after analysis!',
  playlistDone: 'Playlist generated!',
  deleted: 'Journal Deleted Successfully',
} as const;
