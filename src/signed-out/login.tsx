import LoginPage from '@/pages/login/login-page';
import { hydrateForm } from './main';

void hydrateForm('/login', LoginPage);
