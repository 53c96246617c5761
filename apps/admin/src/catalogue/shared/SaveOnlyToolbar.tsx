import { SaveButton, Toolbar } from 'react-admin';

/** Games, plans and items are never deleted (members' history refers to them): saving is the only action. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
