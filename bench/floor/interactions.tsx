/**
 * The floor of the interaction rows (`npm run bench`): the three interactions the product is
 * timed on, built from the product's own React, React Router and react-aria-components with
 * nothing of the product around them — a button opening a modal sign-in dialog; a combo box
 * whose suggestions show after the same debounce; a link to a lazily loaded route, its chunk
 * warmed on focus as the product warms it. What the libraries alone cost at 4× CPU.
 */
import { StrictMode, useEffect, useState } from 'react';
import {
  Button,
  ComboBox,
  Dialog,
  DialogTrigger,
  Form,
  Heading,
  Input,
  Label,
  Link,
  ListBox,
  ListBoxItem,
  Modal,
  Popover,
  TextField,
} from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouterFrame } from './RouterFrame';

/** The product's search box debounce and its page of suggestions (src/shell/search). */
const debounceMs = 250;
const visibleSuggestions = 10;

const subjects = ['Lease', 'Will', 'Power of Attorney', 'Bill of Sale', 'Contract', 'Notice'];
const kinds = ['Agreement', 'Form', 'Template', 'Letter', 'Addendum', 'Checklist'];
const documents = subjects.flatMap((subject) =>
  kinds.flatMap((kind) =>
    ['Residential', 'Commercial', 'Simple'].map((prefix, index) => ({
      id: `${subject}-${kind}-${index}`,
      name: `${prefix} ${subject} ${kind}`,
    })),
  ),
);

const loadCancel = () => import('./interactionsCancel');

function Search() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim().toLowerCase()), debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const items = query
    ? documents.filter((d) => d.name.toLowerCase().includes(query)).slice(0, visibleSuggestions)
    : [];
  return (
    <ComboBox
      items={items}
      inputValue={text}
      onInputChange={setText}
      allowsCustomValue
      // As the product's box: the list opens on typing, saying it is loading until the
      // debounced query's suggestions are in.
      allowsEmptyCollection={text.trim() !== ''}
    >
      <Label>Search legal documents</Label>
      <Input />
      <Popover>
        <ListBox
          renderEmptyState={() =>
            text.trim().toLowerCase() === query ? 'No results' : 'Loading suggestions…'
          }
        >
          {(item: (typeof documents)[number]) => <ListBoxItem>{item.name}</ListBoxItem>}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

function Home() {
  return (
    <>
      <header>
        <DialogTrigger>
          <Button>Sign in</Button>
          <Modal>
            <Dialog>
              <Heading slot="title">Sign in</Heading>
              <Form>
                <TextField type="email" isRequired>
                  <Label>Email</Label>
                  <Input />
                </TextField>
                <TextField type="password" isRequired>
                  <Label>Password</Label>
                  <Input />
                </TextField>
                <Button type="submit">Sign in</Button>
              </Form>
            </Dialog>
          </Modal>
        </DialogTrigger>
        <Search />
      </header>
      <main>
        <h1>Subscriptions</h1>
        <Link
          href="/cancel"
          onFocus={() => void loadCancel()}
          onHoverStart={() => void loadCancel()}
        >
          Cancel subscription
        </Link>
      </main>
    </>
  );
}

const router = createBrowserRouter(
  [
    {
      element: <RouterFrame />,
      children: [
        { path: '/interactions.html', element: <Home /> },
        { path: '/cancel', lazy: async () => ({ Component: (await loadCancel()).CancelPage }) },
      ],
    },
  ],
  // The build's base (`--base`), e.g. /my-account/bench-floor-interactions/.
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
