// The reference: react-admin's own list, edit and show pages for an employers resource, with its
// in-memory data provider and a fake sign-in (no server, no network for data), as its demos ship:
// react-admin's default login page over an authProvider that accepts any credentials, which
// `npm run bench:reference` fills to time sign-in → first row (decision 0102).
import fakeDataProvider from 'ra-data-fakerest';
import {
  Admin,
  Datagrid,
  DateField,
  Edit,
  EmailField,
  List,
  Resource,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import { createRoot } from 'react-dom/client';

const STATUSES = ['active', 'pending', 'disabled'];
const employers = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  business_name: `Employer ${i + 1}`,
  contact_email: `contact${i}@example.test`,
  status: STATUSES[i % 3],
  created_at: new Date(2026, 0, 1 + i).toISOString(),
}));

const authProvider = {
  login: ({ username }) => Promise.resolve(localStorage.setItem('ra-user', username)),
  logout: () => Promise.resolve(localStorage.removeItem('ra-user')),
  checkAuth: () => (localStorage.getItem('ra-user') ? Promise.resolve() : Promise.reject(new Error('signed out'))),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" alwaysOn choices={STATUSES.map((id) => ({ id, name: id }))} />,
];

const EmployerList = () => (
  <List filters={filters} perPage={25}>
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="business_name" />
      <EmailField source="contact_email" />
      <TextField source="status" />
      <DateField source="created_at" />
    </Datagrid>
  </List>
);

const EmployerEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="business_name" />
      <TextInput source="contact_email" />
    </SimpleForm>
  </Edit>
);

const EmployerShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="business_name" />
      <EmailField source="contact_email" />
    </SimpleShowLayout>
  </Show>
);

createRoot(document.getElementById('root')).render(
  <Admin dataProvider={fakeDataProvider({ employers })} authProvider={authProvider}>
    <Resource name="employers" list={EmployerList} edit={EmployerEdit} show={EmployerShow} />
  </Admin>,
);
