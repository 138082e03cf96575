import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** Auth and error pages: the page alone, centred. */
export function BlankLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Outlet />
    </Box>
  );
}
