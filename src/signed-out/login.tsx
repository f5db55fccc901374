import LoginPage from '@/pages/login/login-page';
import { hydrateForm } from './main';

hydrateForm('/login', LoginPage);
