// The floor of the stack: React 19 and MUI 9 drawing an app bar, a title and a 25-row table from constants,
// with no router, data request, sign-in or translations. Nothing built on them can show its rows sooner.
import AppBar from '@mui/material/AppBar';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Employer ${i + 1}`,
  email: `e${i}@example.test`,
}));

createRoot(document.getElementById('root')).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <AppBar position="static">
      <Toolbar>
        <Typography variant="h6">Portal</Typography>
      </Toolbar>
    </AppBar>
    <Typography variant="h4" component="h1">
      Employers
    </Typography>
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>ID</TableCell>
          <TableCell>Name</TableCell>
          <TableCell>Email</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-row="">
            <TableCell>{row.id}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.email}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </ThemeProvider>,
);
