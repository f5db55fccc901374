import LoginPage from '@/pages/login/login-page';
import { startForm } from './main';

void startForm('/login', LoginPage);
