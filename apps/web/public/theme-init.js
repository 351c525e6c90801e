(() => {
  try {
    const stored = localStorage.getItem('precis-theme');
    const preference = stored === 'light' || stored === 'dark' ? stored : 'system';
    const dark =
      preference === 'dark' ||
      (preference === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // storage blocked: the system theme applies through CSS
  }
})();
