/** An open journal with a few moods drifting above it: drawn inline, so nothing is downloaded. */
export function AuthIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 250" className={className} role="presentation" aria-hidden focusable="false">
      <defs>
        <linearGradient id="auth-page" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#f5f3ff" />
        </linearGradient>
      </defs>
      <circle cx="52" cy="52" r="40" fill="#ffffff" opacity="0.08" />
      <circle cx="272" cy="196" r="44" fill="#ffffff" opacity="0.08" />
      <ellipse cx="160" cy="226" rx="112" ry="10" fill="#1e1b4b" opacity="0.18" />
      {/* the journal */}
      <path d="M56 96 Q108 78 158 96 L158 216 Q108 198 56 214 Z" fill="url(#auth-page)" />
      <path d="M162 96 Q212 78 264 96 L264 214 Q212 198 162 216 Z" fill="url(#auth-page)" />
      <path d="M158 96 L162 96 L162 216 L158 216 Z" fill="#c4b5fd" />
      <g stroke="#ddd6fe" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M74 118 Q104 108 140 116" />
        <path d="M74 136 Q104 126 140 134" />
        <path d="M74 154 Q104 144 128 150" />
        <path d="M74 172 Q104 162 140 170" />
        <path d="M74 190 Q96 182 116 186" />
        <path d="M180 178 Q212 170 246 176" />
        <path d="M180 196 Q204 188 232 192" />
      </g>
      <path
        d="M213 160 C196 147 186 138 186 127 C186 119 192 113 200 113 C205 113 210 116 213 121 C216 116 221 113 226 113 C234 113 240 119 240 127 C240 138 230 147 213 160 Z"
        fill="#ec4899"
      />
      {/* moods drifting up */}
      <g>
        <circle cx="94" cy="46" r="17" fill="#fde047" />
        <circle cx="88" cy="42" r="2.2" fill="#713f12" />
        <circle cx="100" cy="42" r="2.2" fill="#713f12" />
        <path d="M86 50 Q94 58 102 50" stroke="#713f12" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </g>
      <g>
        <circle cx="160" cy="30" r="14" fill="#86efac" />
        <path d="M153 27 Q156 24 159 27 M161 27 Q164 24 167 27" stroke="#14532d" strokeWidth="2" fill="none" strokeLinecap="round" />
        <path d="M154 35 Q160 39 166 35" stroke="#14532d" strokeWidth="2" fill="none" strokeLinecap="round" />
      </g>
      <g>
        <circle cx="228" cy="50" r="15" fill="#93c5fd" />
        <circle cx="223" cy="47" r="2" fill="#1e3a8a" />
        <circle cx="233" cy="47" r="2" fill="#1e3a8a" />
        <path d="M222 57 L234 57" stroke="#1e3a8a" strokeWidth="2.2" strokeLinecap="round" />
      </g>
      {/* sparkles */}
      <g fill="#ffffff">
        <path d="M40 150 L43 159 L52 162 L43 165 L40 174 L37 165 L28 162 L37 159 Z" opacity="0.9" />
        <path d="M284 118 L286 124 L292 126 L286 128 L284 134 L282 128 L276 126 L282 124 Z" opacity="0.8" />
        <path d="M272 36 L274 41 L279 43 L274 45 L272 50 L270 45 L265 43 L270 41 Z" opacity="0.7" />
      </g>
    </svg>
  );
}
