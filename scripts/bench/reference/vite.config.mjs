import react from '@vitejs/plugin-react';

export default {
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    rolldownOptions: { input: { index: 'index.html', floor: 'floor.html' } },
  },
};
