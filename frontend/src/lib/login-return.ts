/** What a page hands the login it sends a visitor to (as history state): where to go back to once logged in. */
export type LoginReturnState = { from: string };
