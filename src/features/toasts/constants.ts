/** SPEC §9: how long a toast stays before it starts fading. */
export const TOAST_DURATION_MS = 5000;
/** SPEC §4/§9: a faded toast is removed this long after the fade starts. */
export const TOAST_FADE_MS = 300;
