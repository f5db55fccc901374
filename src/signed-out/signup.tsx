import SignupPage from '@/pages/signup/signup-page';
import { startForm } from './main';

void startForm('/signup', SignupPage);
