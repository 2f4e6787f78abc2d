/** What the route table gives every screen: the title the spec names it by. */
export type ScreenProps = { title: string };
