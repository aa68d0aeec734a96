/**
 * The team board's name (DESIGN "Team views and payroll"), in a file of its own: the board's labels
 * (labels-team.ts) and the PWA attendance home's supervisor shortcut both show it, and the home, a first render,
 * loads only this entry, not the board's labels (with the presence flags of labels-supervisor under them).
 */
export const teamTitleLabel = { id: 'Tim hari ini', en: 'Team today' };
