// What a component test gets for a stylesheet a component imports (jest-config.js maps every .css here).
export {};
