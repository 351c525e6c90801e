import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/extension.css';
import { Popup } from './popup';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Popup />
    </StrictMode>,
  );
}
