/**
 * Line-art Budapest: the Parliament's dome and spires, the Chain Bridge and the Danube.
 * Decorative; drawn in currentColor so each place tints it.
 */
export function BudapestSkyline({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1440 220"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      {/* Parliament */}
      <path d="M120 200V150h40v-20h20v20h30v-30h10l10-40 10 40h10v30h30v-20h20v20h40v50" />
      <path d="M230 120q20-40 40 0" />
      <path d="M250 80v-30M250 50l-6 12h12z" />
      <path d="M150 130v-25l5-15 5 15v25M330 130v-25l5-15 5 15v25" />
      <path d="M170 150v50M190 150v50M210 150v50M290 150v50M310 150v50M330 150v50" strokeWidth="1.5" />
      <path d="M20 200h340" />
      {/* Chain Bridge */}
      <path d="M560 200V110h40v90M560 110l20-20 20 20M900 200V110h40v90M900 110l20-20 20 20" />
      <path d="M570 150h20v50h-20zM910 150h20v50h-20z" strokeWidth="1.5" />
      <path d="M400 170q180 10 180-60M600 112q150 90 300 0M940 110q0 70 180 60" />
      <path d="M400 175h720" />
      <path d="M640 140v35M700 160v15M750 166v9M800 160v15M860 140v35" strokeWidth="1.5" />
      {/* Buda hill and castle */}
      <path d="M1130 200q60-70 140-70t150 70" />
      <path d="M1230 140v-25h60v25M1250 115v-15h20v15M1260 100v-12" />
      {/* Danube */}
      <path d="M0 212q180-8 360 0t360 0 360 0 360 0" strokeWidth="1.5" />
    </svg>
  );
}
