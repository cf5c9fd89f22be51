/**
 * Lightweight inline illustrations (decorative: aria-hidden). Drawn in the site's palette so they stay
 * crisp at any size and cost no request.
 */

export function AuditIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <rect x="20" y="30" width="440" height="300" rx="24" fill="#e3f0f2" />
      <circle cx="392" cy="84" r="42" fill="#cfe5e9" />
      <rect x="110" y="58" width="220" height="262" rx="14" fill="#fff" stroke="#d3dce3" strokeWidth="2" />
      <rect x="172" y="44" width="96" height="30" rx="8" fill="#0f4c5c" />
      <circle cx="220" cy="59" r="5" fill="#7dd3e0" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(136 ${104 + i * 50})`}>
          <rect
            width="26"
            height="26"
            rx="6"
            fill={i < 3 ? '#15803d' : '#fff'}
            stroke={i < 3 ? 'none' : '#64748b'}
            strokeWidth="2"
          />
          {i < 3 && (
            <path
              d="M6 13.5l5 5 9-10"
              fill="none"
              stroke="#fff"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
          <rect x="40" y="4" width={i % 2 ? 120 : 150} height="8" rx="4" fill="#0b1f33" opacity="0.8" />
          <rect x="40" y="17" width={i % 2 ? 90 : 110} height="6" rx="3" fill="#94a3b8" />
        </g>
      ))}
      <g transform="translate(300 200)">
        <path d="M60 0l52 20v38c0 36-24 62-52 74C32 120 8 94 8 58V20z" fill="#0f4c5c" />
        <path
          d="M38 64l16 16 30-32"
          fill="none"
          stroke="#fff"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <circle cx="70" cy="280" r="16" fill="#7dd3e0" />
      <circle cx="92" cy="110" r="8" fill="#0e7490" opacity="0.5" />
    </svg>
  );
}

export function TeamIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <rect x="20" y="30" width="440" height="300" rx="24" fill="#e3f0f2" />
      <rect x="60" y="70" width="360" height="170" rx="16" fill="#fff" stroke="#d3dce3" strokeWidth="2" />
      <polyline
        points="90,200 150,170 210,184 270,130 330,142 390,96"
        fill="none"
        stroke="#0e7490"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {[
        [150, 170],
        [270, 130],
        [390, 96],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="9" fill="#0f4c5c" stroke="#fff" strokeWidth="3" />
      ))}
      <rect x="90" y="92" width="110" height="10" rx="5" fill="#0b1f33" opacity="0.8" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${120 + i * 90} 262)`}>
          <circle cx="30" cy="18" r="18" fill={['#0f4c5c', '#0e7490', '#13677a'][i]} />
          <path d="M0 68c0-18 13-30 30-30s30 12 30 30z" fill={['#0f4c5c', '#0e7490', '#13677a'][i]} />
        </g>
      ))}
    </svg>
  );
}
