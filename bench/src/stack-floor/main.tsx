// The least a login page can load with the libraries the architecture prescribes for every page (router, store
// with persistence, text catalogue, form library, progress bar), each used once. It shows how much of the
// portal's login-route JavaScript is the stack itself and how much is ours.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import i18next from 'i18next';
import nprogress from 'nprogress';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

const cookie = createSlice({
  name: 'cookie',
  initialState: { accepted: false },
  reducers: {
    accept: (state) => {
      state.accepted = true;
    },
  },
});
const store = configureStore({ reducer: persistReducer({ key: 'root', storage }, cookie.reducer) });
persistStore(store);
void i18next.init({ lng: 'en-GB', resources: { 'en-GB': { translation: { title: 'Hello {{name}}' } } } });
nprogress.start();

function Login() {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<{ email: string }>({ mode: 'onBlur' });
  return (
    <form onSubmit={handleSubmit(() => nprogress.done())}>
      <h1>{t('title', { name: 'you' })}</h1>
      <input aria-label="E-mail" {...register('email', { required: true })} />
      <Link to="/help">Help</Link>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <I18nextProvider i18n={i18next}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Login />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  </Provider>,
);
