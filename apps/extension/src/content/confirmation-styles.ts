export const CONFIRMATION_STYLES = `
:host { all: initial; }
.card {
  box-sizing: border-box; width: 320px; max-width: calc(100vw - 32px); padding: 12px 14px;
  border-radius: 10px; border: 1px solid #d4d4d8; border-left: 4px solid #4f46e5;
  background: #ffffff; color: #18181b; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; position: relative;
}
.card.warn { border-left-color: #b45309; }
.card.error { border-left-color: #b91c1c; }
p { margin: 0 24px 6px 0; }
.title { font-weight: 600; }
.actions { display: flex; gap: 8px; margin-top: 8px; }
button {
  font: inherit; cursor: pointer; padding: 4px 10px; border-radius: 6px;
  border: 1px solid #d4d4d8; background: #f4f4f5; color: #18181b;
}
button:focus-visible, textarea:focus-visible { outline: 2px solid #4f46e5; outline-offset: 1px; }
button:disabled { opacity: 0.6; cursor: default; }
.close { position: absolute; top: 6px; right: 6px; border: none; background: none; font-size: 18px; padding: 0 6px; }
textarea {
  box-sizing: border-box; width: 100%; font: inherit; padding: 6px; border-radius: 6px;
  border: 1px solid #d4d4d8; background: #ffffff; color: #18181b; resize: vertical;
}
@media (prefers-color-scheme: dark) {
  .card { background: #18181b; color: #f4f4f5; border-color: #3f3f46; }
  button { background: #27272a; color: #f4f4f5; border-color: #3f3f46; }
  textarea { background: #09090b; color: #f4f4f5; border-color: #3f3f46; }
}
`;
