module.exports.colors = {
  dark: {
    accent0: "#2e3440",
    accent1: "#88c0d0",
    accent2: "#bf616a",
    accent3: "#5e81ac",
    accent4: "#ebcb8b",
    accent5: "#a3be8c",
    accent6: "#e5e9f0",
    accent7: "#e5e9f0",
    shade0:  "#2e3440",
    shade1:  "#88c0d0",
    shade2:  "#bf616a",
    shade3:  "#5e81ac",
    shade4:  "#ebcb8b",
    shade5:  "#a3be8c",
    shade6:  "#d08770",
    shade7:  "#e5e9f0"
  },
};
